import tornado.ioloop
import tornado.web


class InviteHandler(tornado.web.RequestHandler):
    def get(self):
        inviter = self.get_argument("from", "A colleague")
        team = self.get_argument("team", "your team")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write("<html><body>")
        self.write(f"<h1>{inviter} invited you to join {team}</h1>")
        self.write('<a href="/signup">Create your account</a>')
        self.write("</body></html>")


def make_app():
    return tornado.web.Application([(r"/invite", InviteHandler)])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
