import logging
import os
import re
import subprocess

import tornado.ioloop
import tornado.web

log = logging.getLogger("archiver")

EXPORT_ROOT = "/var/exports"
FORMATS = {
    "zip": ["zip", "-r", "-q"],
    "tar": ["tar", "-czf"],
}
NAME_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


class BaseHandler(tornado.web.RequestHandler):
    def write_error(self, status_code, **kwargs):
        self.finish({"error": self._reason})


class StatusHandler(BaseHandler):
    def get(self):
        self.write({"exports": sorted(os.listdir(EXPORT_ROOT))})


class ArchiveHandler(BaseHandler):
    def post(self, project):
        if not NAME_RE.match(project):
            raise tornado.web.HTTPError(400, reason="bad project name")
        fmt = self.get_body_argument("format", "zip")
        if fmt not in FORMATS:
            raise tornado.web.HTTPError(400, reason="unsupported format")
        if not os.path.isdir(os.path.join(EXPORT_ROOT, project)):
            raise tornado.web.HTTPError(404, reason="no such project")
        suffix = "zip" if fmt == "zip" else "tar.gz"
        target = os.path.join(EXPORT_ROOT, f"{project}.{suffix}")
        argv = FORMATS[fmt] + [target, project]
        log.info("archiving %s as %s", project, fmt)
        proc = subprocess.run(argv, cwd=EXPORT_ROOT, capture_output=True, timeout=300)
        if proc.returncode != 0:
            log.error("archive failed: %s", proc.stderr[-400:])
            raise tornado.web.HTTPError(500, reason="archive failed")
        self.write({"archive": os.path.basename(target)})


def make_app():
    return tornado.web.Application([
        (r"/status", StatusHandler),
        (r"/projects/([^/]+)/archive", ArchiveHandler),
    ])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
