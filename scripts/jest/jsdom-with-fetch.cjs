// jsdom without the fetch API's classes (Request, Response, Headers): react-router's navigation builds a Request,
// so a page whose filters change the URL (react-admin's lists) needs Node's own.
const JsdomEnvironment = require('jest-environment-jsdom').default;

module.exports = class JsdomWithFetch extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers });
  }
};
