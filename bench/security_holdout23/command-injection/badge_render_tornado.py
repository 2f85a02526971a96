import os
import shlex
import subprocess
import uuid

import tornado.web

OUTPUT_DIR = "/srv/badges"


class BadgeHandler(tornado.web.RequestHandler):
    def post(self):
        label = self.get_body_argument("label")
        color = self.get_body_argument("color", "#3366cc")
        quoted_label = shlex.quote(label)
        out_path = os.path.join(OUTPUT_DIR, f"{uuid.uuid4().hex}.png")
        command = (
            f"convert -size 240x60 xc:'{color}' -fill white -pointsize 22 "
            f"-gravity center -annotate +0+0 {quoted_label} {out_path}"
        )
        subprocess.check_call(command, shell=True, timeout=30)
        self.write({"badge": os.path.basename(out_path)})


def make_app():
    return tornado.web.Application([(r"/badges", BadgeHandler)])
