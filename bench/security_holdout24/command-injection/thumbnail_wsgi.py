import json
import os
import re
import uuid
from urllib.parse import parse_qs

SOURCE_DIR = "/srv/images/originals"
THUMB_DIR = "/srv/images/thumbs"
CONVERT = "/usr/bin/convert"
SIZE_RE = re.compile(r"[1-9][0-9]{0,3}x[1-9][0-9]{0,3}")
IMAGE_ID_RE = re.compile(r"[0-9a-f]{32}")


def respond(start_response, status, payload):
    body = json.dumps(payload).encode()
    start_response(status, [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
    return [body]


def make_thumbnail(image_id, size):
    src = os.path.join(SOURCE_DIR, image_id + ".png")
    dst = os.path.join(THUMB_DIR, f"{image_id}-{size}-{uuid.uuid4().hex[:8]}.png")
    code = os.spawnv(os.P_WAIT, CONVERT, [CONVERT, src, "-thumbnail", size, dst])
    return code, dst


def list_thumbnails(image_id):
    prefix = image_id + "-"
    return sorted(name for name in os.listdir(THUMB_DIR) if name.startswith(prefix))


def application(environ, start_response):
    method = environ["REQUEST_METHOD"]
    path = environ.get("PATH_INFO", "")
    query = parse_qs(environ.get("QUERY_STRING", ""))

    if path == "/thumbnails" and method == "GET":
        image_id = query.get("id", [""])[0]
        if not IMAGE_ID_RE.fullmatch(image_id):
            return respond(start_response, "422 Unprocessable Entity", {"error": "invalid id"})
        return respond(start_response, "200 OK", {"thumbnails": list_thumbnails(image_id)})

    if path == "/thumbnails" and method == "POST":
        image_id = query.get("id", [""])[0]
        size = query.get("size", ["256x256"])[0]
        if not IMAGE_ID_RE.fullmatch(image_id) or not SIZE_RE.fullmatch(size):
            return respond(start_response, "422 Unprocessable Entity", {"error": "invalid parameters"})
        if not os.path.exists(os.path.join(SOURCE_DIR, image_id + ".png")):
            return respond(start_response, "404 Not Found", {"error": "no such image"})
        code, dst = make_thumbnail(image_id, size)
        if code != 0:
            return respond(start_response, "500 Internal Server Error", {"error": "convert failed"})
        return respond(start_response, "201 Created", {"thumbnail": os.path.basename(dst)})

    return respond(start_response, "404 Not Found", {"error": "not found"})
