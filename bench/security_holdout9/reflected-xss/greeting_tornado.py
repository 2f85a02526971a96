import tornado.escape
import tornado.ioloop
import tornado.web


class GreetingHandler(tornado.web.RequestHandler):
    def get(self):
        name = self.get_argument("name", "stranger")
        mood = self.get_argument("mood", "")
        lines = [f"<h1>Hello, {tornado.escape.xhtml_escape(name)}</h1>"]
        if mood:
            lines.append(f"<p>Feeling {tornado.escape.xhtml_escape(mood)} today?</p>")
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write("\n".join(lines))


def make_app():
    return tornado.web.Application([(r"/greet", GreetingHandler)])


if __name__ == "__main__":
    make_app().listen(8000)
    tornado.ioloop.IOLoop.current().start()
