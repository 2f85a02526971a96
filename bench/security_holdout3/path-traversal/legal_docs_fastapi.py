from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import HTMLResponse

import markdown

LEGAL_DIR = Path(__file__).resolve().parent / "content" / "legal"
DOCUMENTS = {
    "privacy": "privacy-policy.md",
    "terms": "terms-of-service.md",
    "cookies": "cookie-notice.md",
}
app = FastAPI()


@app.get("/legal/{doc}", response_class=HTMLResponse)
def legal_document(doc: str):
    filename = DOCUMENTS.get(doc)
    if filename is None:
        raise HTTPException(status_code=404)
    source = (LEGAL_DIR / filename).read_text(encoding="utf-8")
    return HTMLResponse(markdown.markdown(source))
