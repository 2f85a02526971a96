import tornado.ioloop
import tornado.web
import yaml


class ProfileImportHandler(tornado.web.RequestHandler):
    def post(self):
        body = self.request.body.decode("utf-8", errors="replace")
        try:
            profile = yaml.load(body, Loader=yaml.SafeLoader)
        except yaml.YAMLError:
            raise tornado.web.HTTPError(400, "malformed profile")
        if not isinstance(profile, dict):
            raise tornado.web.HTTPError(400, "profile must be a mapping")
        name = str(profile.get("name", ""))[:80]
        skills = [str(s) for s in profile.get("skills", [])][:50]
        self.write({"name": name, "skills": skills})


def make_app():
    return tornado.web.Application([(r"/profiles/import", ProfileImportHandler)])


if __name__ == "__main__":
    make_app().listen(8080)
    tornado.ioloop.IOLoop.current().start()
