import tornado.ioloop
import tornado.web

CAMPAIGN_DESTINATIONS = {
    "spring": "https://shop.example.com/sale/spring",
    "app": "https://apps.example.com/download",
    "blog": "/blog/",
}


class CampaignRedirectHandler(tornado.web.RequestHandler):
    def get(self, slug):
        target = CAMPAIGN_DESTINATIONS.get(slug)
        if target is None:
            raise tornado.web.HTTPError(404)
        self.redirect(target)


def make_app():
    return tornado.web.Application([(r"/go/([a-z0-9-]+)", CampaignRedirectHandler)])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
