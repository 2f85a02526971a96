import os

import tornado.web

EXPORT_ROOT = "/srv/exports"


class ArchiveExportHandler(tornado.web.RequestHandler):
    def post(self, project):
        label = self.get_body_argument("label", default="snapshot")
        target = os.path.join(EXPORT_ROOT, f"{project}-{label}.tar.gz")
        code = os.system("tar -czf " + target + " -C /srv/projects " + project)
        if code != 0:
            raise tornado.web.HTTPError(500, reason="Archive failed")
        self.write({"archive": os.path.basename(target)})


def make_app():
    return tornado.web.Application([(r"/projects/([a-z0-9-]+)/export", ArchiveExportHandler)])
