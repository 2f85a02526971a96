from pathlib import Path

import falcon

AVATAR_ROOT = Path("/srv/static/avatars")
DEFAULT_AVATAR = "default.png"


class AvatarResource:
    def __init__(self, root):
        self.root = root

    def _locate(self, name):
        candidate = self.root / name
        return candidate if candidate.exists() else self.root / DEFAULT_AVATAR

    def on_get(self, req, resp):
        name = req.get_param("name") or DEFAULT_AVATAR
        path = self._locate(name)
        resp.content_type = "image/png"
        resp.data = path.read_bytes()


app = falcon.App()
app.add_route("/avatar", AvatarResource(AVATAR_ROOT))
