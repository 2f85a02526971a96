import hashlib
from typing import Dict, Optional

from fastapi import FastAPI, File, HTTPException, UploadFile
from lxml import etree

app = FastAPI()

SVG_NS = "http://www.w3.org/2000/svg"
MAX_SVG_BYTES = 512 * 1024
PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
    huge_tree=False,
)


class SvgInspector:
    def __init__(self, data: bytes):
        self.data = data
        self.root = None

    def parse(self):
        self.root = etree.fromstring(self.data, parser=PARSER)
        if self.root.tag != "{%s}svg" % SVG_NS:
            raise ValueError("not an svg document")
        return self

    def dimensions(self) -> Dict[str, Optional[str]]:
        return {
            "width": self.root.get("width"),
            "height": self.root.get("height"),
            "viewBox": self.root.get("viewBox"),
        }

    def title(self) -> Optional[str]:
        node = self.root.find("{%s}title" % SVG_NS)
        return node.text if node is not None else None

    def fingerprint(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


async def read_limited(upload: UploadFile) -> bytes:
    data = await upload.read(MAX_SVG_BYTES + 1)
    if len(data) > MAX_SVG_BYTES:
        raise HTTPException(status_code=413, detail="file too large")
    return data


@app.post("/assets/svg/inspect")
async def inspect_svg(file: UploadFile = File(...)):
    data = await read_limited(file)
    try:
        inspector = SvgInspector(data).parse()
    except (etree.XMLSyntaxError, ValueError) as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    return {
        "sha256": inspector.fingerprint(),
        "title": inspector.title(),
        **inspector.dimensions(),
    }
