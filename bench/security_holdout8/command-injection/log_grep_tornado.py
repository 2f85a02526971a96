import shlex
import subprocess

import tornado.ioloop
import tornado.web

LOG_FILES = {
    "app": "/var/log/app/application.log",
    "worker": "/var/log/app/worker.log",
}


class LogSearchHandler(tornado.web.RequestHandler):
    def get(self):
        pattern = self.get_argument("pattern")
        source = self.get_argument("source", "app")
        log_path = LOG_FILES.get(source)
        if log_path is None:
            raise tornado.web.HTTPError(404)
        try:
            limit = int(self.get_argument("limit", "100"))
        except ValueError:
            raise tornado.web.HTTPError(400)
        pipeline = "grep -F -e {} {} | tail -n {}".format(
            shlex.quote(pattern), shlex.quote(log_path), limit
        )
        proc = subprocess.run(pipeline, shell=True, capture_output=True, text=True)
        self.write({"source": source, "matches": proc.stdout.splitlines()})


def make_app():
    return tornado.web.Application([(r"/logs/search", LogSearchHandler)])


if __name__ == "__main__":
    make_app().listen(8080)
    tornado.ioloop.IOLoop.current().start()
