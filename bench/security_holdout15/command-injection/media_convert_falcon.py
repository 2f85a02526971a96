import json
import os
import uuid

import falcon

UPLOAD_DIR = "/srv/media/uploads"
OUTPUT_DIR = "/srv/media/output"
PRESETS = {"720p": "scale=-2:720", "480p": "scale=-2:480", "thumb": "scale=320:-2"}


class UploadResource:
    def on_post(self, req, resp):
        media_id = uuid.uuid4().hex
        path = os.path.join(UPLOAD_DIR, media_id + ".mp4")
        with open(path, "wb") as fh:
            while chunk := req.bounded_stream.read(65536):
                fh.write(chunk)
        resp.media = {"id": media_id}
        resp.status = falcon.HTTP_201


class ConvertResource:
    def on_post(self, req, resp, media_id):
        body = req.get_media()
        preset = PRESETS.get(body.get("preset", "720p"), PRESETS["720p"])
        title = body.get("title", "untitled")
        src = os.path.join(UPLOAD_DIR, media_id + ".mp4")
        dst = os.path.join(OUTPUT_DIR, f"{media_id}-{body.get('preset', '720p')}.mp4")
        command = (
            f"ffmpeg -y -i {src} -vf {preset} "
            f"-metadata title=\"{title}\" {dst}"
        )
        status = os.system(command)
        if status != 0:
            raise falcon.HTTPInternalServerError(description="conversion failed")
        resp.media = {"output": os.path.basename(dst)}


class StatusResource:
    def on_get(self, req, resp, media_id):
        outputs = [name for name in os.listdir(OUTPUT_DIR) if name.startswith(media_id)]
        resp.text = json.dumps({"id": media_id, "outputs": outputs})
        resp.content_type = falcon.MEDIA_JSON


app = falcon.App()
app.add_route("/media", UploadResource())
app.add_route("/media/{media_id}/convert", ConvertResource())
app.add_route("/media/{media_id}", StatusResource())
