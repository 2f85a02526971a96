import subprocess

import tornado.web

CONVERT = {"binary": "/usr/bin/convert", "workdir": "/var/media"}


class ResizeHandler(tornado.web.RequestHandler):
    def post(self):
        filename = self.get_body_argument("file")
        width = self.get_body_argument("width", "200")
        cmd = resize_command(filename, width)
        output = subprocess.check_output(cmd, shell=True, stderr=subprocess.STDOUT)
        self.write({"ok": True, "log": output.decode(errors="replace")})


def resize_command(filename, width):
    return "%s %s/%s -resize %sx %s/thumbs/%s" % (
        CONVERT["binary"], CONVERT["workdir"], filename, width, CONVERT["workdir"], filename)


def make_app():
    return tornado.web.Application([(r"/media/resize", ResizeHandler)])
