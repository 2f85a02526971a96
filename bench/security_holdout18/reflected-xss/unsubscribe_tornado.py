import tornado.ioloop
import tornado.web

LAYOUT = "<html><head><title>{title}</title></head><body>{body}</body></html>"


class BaseHandler(tornado.web.RequestHandler):
    def page(self, title: str, body: str) -> None:
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(LAYOUT.format(title=title, body=body))


class HealthHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"status": "ok"})


class UnsubscribeHandler(BaseHandler):
    def get(self):
        email = self.get_argument("email", "")
        list_name = self.get_argument("list", "newsletter")
        body = (
            f"<h1>Unsubscribe from {list_name}</h1>"
            f"<p>Confirm that {email} should no longer receive mail.</p>"
            "<form method='post'><button>Confirm</button></form>"
        )
        self.page("Unsubscribe", body)

    def post(self):
        email = self.get_argument("email")
        self.application.settings["mailing"].remove(email, self.get_argument("list", "newsletter"))
        self.redirect("/unsubscribed")


class DoneHandler(BaseHandler):
    def get(self):
        self.page("Done", "<p>You have been unsubscribed.</p>")


def make_app(mailing):
    return tornado.web.Application(
        [
            (r"/health", HealthHandler),
            (r"/unsubscribe", UnsubscribeHandler),
            (r"/unsubscribed", DoneHandler),
        ],
        mailing=mailing,
    )


if __name__ == "__main__":
    make_app(mailing=None).listen(8888)
    tornado.ioloop.IOLoop.current().start()
