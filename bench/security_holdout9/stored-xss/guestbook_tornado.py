import tornado.web

ENTRIES = []


class GuestbookHandler(tornado.web.RequestHandler):
    def post(self):
        entry = {
            "name": self.get_body_argument("name", "anon"),
            "message": self.get_body_argument("message", ""),
        }
        ENTRIES.append(entry)
        self.redirect("/guestbook")

    def get(self):
        self.write("<h2>Guestbook</h2>")
        for entry in reversed(ENTRIES[-50:]):
            line = "<div class='entry'><em>%s</em> wrote: %s</div>" % (entry["name"], entry["message"])
            self.write(line)


app = tornado.web.Application([(r"/guestbook", GuestbookHandler)])
