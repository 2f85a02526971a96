import tornado.escape
import tornado.ioloop
import tornado.web


class GreetingHandler(tornado.web.RequestHandler):
    def get(self):
        name = self.get_query_argument("name", "friend")
        lang = self.get_query_argument("lang", "en")
        greetings = {"en": "Hello", "es": "Hola", "de": "Hallo"}
        word = greetings.get(lang, "Hello")
        safe_name = tornado.escape.xhtml_escape(name)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write("<p>%s, %s!</p>" % (word, safe_name))


def make_app():
    return tornado.web.Application([(r"/greet", GreetingHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
