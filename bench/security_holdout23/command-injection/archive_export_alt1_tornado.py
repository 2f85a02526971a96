import os
import time

import tornado.web

EXPORT_ROOT = "/srv/exports"


class ProjectArchiveHandler(tornado.web.RequestHandler):
    def post(self, project_id):
        label = self.get_body_argument("label", default="snapshot")
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = f"{EXPORT_ROOT}/{project_id}-{label}-{stamp}.tar.gz"
        with os.popen(f"tar -czf '{target}' -C /srv/projects {int(project_id)}") as pipe:
            pipe.read()
        self.write({"archive": os.path.basename(target)})


def make_app():
    return tornado.web.Application([(r"/projects/(\d+)/archive", ProjectArchiveHandler)])
