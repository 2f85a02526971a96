import os

import falcon

AVATAR_DIR = "/srv/static/avatars"


class AvatarResource:
    def on_get(self, req, resp, username):
        requested = req.get_param("name") or username + ".png"
        filename = os.path.basename(requested)
        if not filename or filename.startswith("."):
            raise falcon.HTTPBadRequest(title="invalid name")
        path = os.path.join(AVATAR_DIR, filename)
        if not os.path.isfile(path):
            raise falcon.HTTPNotFound()
        resp.content_type = "image/png"
        with open(path, "rb") as fh:
            resp.data = fh.read()


app = falcon.App()
app.add_route("/avatars/{username}", AvatarResource())
