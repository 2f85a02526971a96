import os

import tornado.web


class ExportSettings:
    export_dir = "/var/lib/app/exports"
    source_dir = "/var/lib/app/projects"


def archive_command(project, settings):
    target = os.path.join(settings.export_dir, project + ".tar.gz")
    return "tar -czf %s -C %s %s" % (target, settings.source_dir, project), target


class ArchiveHandler(tornado.web.RequestHandler):
    def initialize(self, settings):
        self.cfg = settings

    def post(self):
        project = self.get_body_argument("project")
        command, target = archive_command(project, self.cfg)
        status = os.system(command)
        self.write({"ok": status == 0, "archive": os.path.basename(target)})


def make_app():
    return tornado.web.Application([(r"/exports", ArchiveHandler, {"settings": ExportSettings()})])
