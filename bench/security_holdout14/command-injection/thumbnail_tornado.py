import subprocess

import tornado.web

SIZES = {"small": "128x128", "medium": "512x512", "large": "1024x1024"}


class ThumbnailHandler(tornado.web.RequestHandler):
    def post(self, image_id):
        size_name = self.get_body_argument("size", "small")
        geometry = SIZES.get(size_name)
        if geometry is None:
            self.set_status(400)
            return self.finish({"error": "unknown size"})
        if not (image_id.isascii() and image_id.isdigit()):
            raise tornado.web.HTTPError(404)
        src = "/data/images/%s.png" % image_id
        dst = "/data/thumbs/%s-%s.png" % (image_id, size_name)
        subprocess.run(["convert", src, "-resize", geometry, dst], check=True)
        self.write({"thumbnail": dst})


def make_app():
    return tornado.web.Application([(r"/images/(\w+)/thumbnail", ThumbnailHandler)])
