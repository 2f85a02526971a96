import os

import tornado.web


def archive_command(folder, fmt):
    suffix = "tar.gz" if fmt == "gz" else "tar"
    target = "/srv/exports/%s.%s" % (folder, suffix)
    flags = "czf" if fmt == "gz" else "cf"
    return "tar -%s %s /srv/data/%s" % (flags, target, folder)


class ArchiveHandler(tornado.web.RequestHandler):
    def post(self):
        folder = self.get_body_argument("folder")
        fmt = self.get_body_argument("format", "gz")
        status = os.system(archive_command(folder, fmt))
        self.write({"status": status})


def make_app():
    return tornado.web.Application([(r"/archive", ArchiveHandler)])
