import hashlib
import hmac

from bottle import Bottle, HTTPError, request

from .releases import publish_firmware, signed_manifest_for

app = Bottle()
MAX_IMAGE = 64 * 1024 * 1024


@app.post("/devices/<model>/firmware/<version>")
def upload_firmware(model, version):
    manifest = signed_manifest_for(model, version)
    if manifest is None:
        raise HTTPError(404, "no signed manifest for this release")
    image = request.body.read(MAX_IMAGE + 1)
    if len(image) > MAX_IMAGE:
        raise HTTPError(413, "image too large")
    digest = hashlib.sha256(image).hexdigest()
    if not hmac.compare_digest(digest, manifest["sha256"]):
        raise HTTPError(409, "image does not match the signed manifest")
    publish_firmware(model, version, image)
    return {"model": model, "version": version, "sha256": digest}
