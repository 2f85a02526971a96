import os
import tornado.web

CONVERT = "/usr/bin/convert"
DEFAULT_SIZE = "200x200"


def resize_line(src, geometry):
    return "%s %s -resize %s /tmp/thumb.png" % (CONVERT, src, geometry)


class ThumbnailHandler(tornado.web.RequestHandler):
    def post(self):
        source = self.get_argument("path")
        geometry = self.get_argument("size", DEFAULT_SIZE)
        line = resize_line(source, geometry)
        status = os.system(line)
        self.write({"status": status})
