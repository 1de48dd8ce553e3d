import { api, unwrap, type Envelope } from '@fanhub/shared-auth';

export interface NewsItem {
  _id: string;
  title: string;
  image: string;
  url: string;
  author: string;
  date: string;
}

export const getNews = (limit: number) =>
  unwrap(
    api.json.get<Envelope<NewsItem[]>>('/client/news', {
      params: { page: 1, limit, sortBy: 'date', sortOrder: 'desc' },
    }),
  );
