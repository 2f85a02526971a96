import subprocess
from pathlib import Path

import falcon

MEDIA_ROOT = Path("/srv/media/originals")
PRESETS = {
    "small": ["-resize", "160x160^", "-gravity", "center", "-extent", "160x160"],
    "medium": ["-resize", "640x640>"],
    "grey": ["-colorspace", "Gray"],
}


class ThumbnailResource:
    def __init__(self, catalogue):
        self.catalogue = catalogue

    def on_post(self, req, resp, media_id):
        preset = PRESETS.get(req.get_param("preset", default="small"))
        stored_name = self.catalogue.get(media_id)
        if preset is None or stored_name is None:
            raise falcon.HTTPNotFound()
        source = MEDIA_ROOT / stored_name
        target = source.with_name(f"{source.stem}_thumb.jpg")
        subprocess.run(["convert", str(source), *preset, str(target)], check=True, timeout=60)
        resp.media = {"thumbnail": target.name}


app = falcon.App()
app.add_route("/media/{media_id}/thumbnail", ThumbnailResource(catalogue={}))
