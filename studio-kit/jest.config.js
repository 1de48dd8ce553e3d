module.exports = require('../scripts/jest/web-preset.cjs')(__dirname);
