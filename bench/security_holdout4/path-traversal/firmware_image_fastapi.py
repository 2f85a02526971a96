import os

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI(title="Fleet firmware distribution")
FIRMWARE_STORE = os.environ.get("FIRMWARE_STORE", "/opt/fleet/firmware")


class FirmwareLocator:
    def __init__(self, root):
        self.root = root

    def resolve(self, model, image_name):
        return os.path.join(self.root, model, image_name)


locator = FirmwareLocator(FIRMWARE_STORE)


@app.get("/firmware/{model}")
def fetch_firmware(model: str, image: str):
    image_path = locator.resolve(model, image)
    if not os.path.exists(image_path):
        raise HTTPException(status_code=404, detail="image not found")
    return FileResponse(image_path, media_type="application/octet-stream")
