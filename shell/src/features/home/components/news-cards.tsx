import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardGridSkeleton, CoverImage, ErrorState, formatDate, useAsync } from '@fanhub/shared-ui';
import { getNews } from '../api/get-news';

const NEWS_ON_HOME = 8;

/** The latest news, as cards linking to each story. */
export default function NewsCards() {
  const { data, error, reload } = useAsync(() => getNews(NEWS_ON_HOME), []);
  if (error) return <ErrorState message={error.message} onRetry={reload} />;
  if (!data) return <CardGridSkeleton />;
  return (
    <Box
      data-testid="news-grid"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {data.map((news) => (
        <Card key={news._id} variant="outlined">
          <CardActionArea href={news.url} target="_blank" rel="noopener noreferrer">
            <CoverImage src={news.image} alt={news.title} />
            <CardContent>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
                {news.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <span className="notranslate">{news.author}</span> · {formatDate(news.date)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
