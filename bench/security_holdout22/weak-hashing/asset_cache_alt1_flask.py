import hashlib
import os

from flask import Blueprint, abort, current_app, request, send_file
from PIL import Image

assets_bp = Blueprint("assets", __name__, url_prefix="/assets")

RESIZE_WIDTHS = (64, 128, 256, 512, 1024)


def cache_path(source: str, width: int, fmt: str) -> str:
    key = hashlib.md5(f"{source}|{width}|{fmt}".encode(), usedforsecurity=False).hexdigest()
    return os.path.join(current_app.config["ASSET_CACHE_DIR"], key[:2], f"{key}.{fmt}")


@assets_bp.get("/img/<int:image_id>")
def resized_image(image_id: int):
    width = request.args.get("w", 256, type=int)
    fmt = request.args.get("fmt", "webp")
    if width not in RESIZE_WIDTHS or fmt not in ("webp", "png", "jpeg"):
        abort(400)

    image = current_app.extensions["images"].get(image_id)
    if image is None:
        abort(404)

    target = cache_path(image.storage_path, width, fmt)
    if not os.path.exists(target):
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with Image.open(image.storage_path) as img:
            ratio = width / img.width
            img.resize((width, max(1, int(img.height * ratio)))).save(target, format=fmt.upper())

    etag = os.path.basename(target).split(".")[0]
    if request.if_none_match.contains(etag):
        return "", 304

    response = send_file(target, mimetype=f"image/{fmt}", max_age=86400)
    response.set_etag(etag)
    return response
