import logging
from typing import Dict, List

from defusedxml import minidom
from defusedxml.common import DefusedXmlException
from fastapi import FastAPI, File, HTTPException, UploadFile

log = logging.getLogger("svg")
app = FastAPI()

MAX_SVG_BYTES = 512 * 1024
ALLOWED_ROOT = "svg"


class SvgInspector:
    def __init__(self, data: bytes):
        self.data = data
        self.doc = None

    def load(self):
        try:
            self.doc = minidom.parseString(self.data, forbid_dtd=True)
        except DefusedXmlException as exc:
            raise HTTPException(400, f"forbidden construct: {exc.__class__.__name__}")
        except Exception:
            raise HTTPException(400, "not well-formed XML")
        if self.doc.documentElement.tagName != ALLOWED_ROOT:
            raise HTTPException(415, "not an SVG document")
        return self

    def dimensions(self) -> Dict[str, str]:
        root = self.doc.documentElement
        return {
            "width": root.getAttribute("width"),
            "height": root.getAttribute("height"),
            "viewBox": root.getAttribute("viewBox"),
        }

    def titles(self) -> List[str]:
        return [n.firstChild.nodeValue for n in self.doc.getElementsByTagName("title") if n.firstChild]


@app.get("/svg/limits")
def limits():
    return {"max_bytes": MAX_SVG_BYTES}


@app.post("/svg/inspect")
async def inspect_svg(upload: UploadFile = File(...)):
    data = await upload.read()
    if len(data) > MAX_SVG_BYTES:
        raise HTTPException(413, "file too large")
    inspector = SvgInspector(data).load()
    log.info("inspected %s (%d bytes)", upload.filename, len(data))
    return {"file": upload.filename, "dimensions": inspector.dimensions(), "titles": inspector.titles()}
