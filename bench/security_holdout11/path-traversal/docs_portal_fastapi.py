import logging
import mimetypes
import os
from typing import Optional

from fastapi import Depends, FastAPI, Header, HTTPException
from fastapi.responses import FileResponse

log = logging.getLogger("docs")
app = FastAPI()

DOCS_ROOT = os.path.realpath(os.environ.get("DOCS_ROOT", "/srv/docs"))
API_TOKENS = set(filter(None, os.environ.get("DOCS_TOKENS", "").split(",")))


def require_token(x_api_token: Optional[str] = Header(None)):
    if API_TOKENS and x_api_token not in API_TOKENS:
        raise HTTPException(status_code=401)
    return x_api_token


class DocumentLocator:
    def __init__(self, root: str):
        self.root = root

    def locate(self, section: str, name: str) -> str:
        section_dir = os.path.basename(section)
        joined = os.path.join(self.root, section_dir, name)
        real = os.path.realpath(joined)
        if os.path.commonpath([real, self.root]) != self.root:
            raise HTTPException(status_code=400, detail="invalid path")
        if not os.path.isfile(real):
            raise HTTPException(status_code=404)
        return real


locator = DocumentLocator(DOCS_ROOT)


@app.get("/sections")
def sections(_token=Depends(require_token)):
    return sorted(d for d in os.listdir(DOCS_ROOT) if os.path.isdir(os.path.join(DOCS_ROOT, d)))


@app.get("/docs/{section}/{name:path}")
def read_document(section: str, name: str, _token=Depends(require_token)):
    path = locator.locate(section, name)
    media_type, _ = mimetypes.guess_type(path)
    log.info("serving %s", path)
    return FileResponse(path, media_type=media_type or "application/octet-stream")
