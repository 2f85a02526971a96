from urllib.parse import quote

from fastapi import FastAPI
from fastapi.responses import Response

app = FastAPI()


def render_pdf(doc_id: int) -> bytes:
    return b"%PDF-1.4\n% document " + str(doc_id).encode() + b"\n%%EOF\n"


@app.get("/documents/{doc_id}/pdf")
def document_pdf(doc_id: int, filename: str = "document.pdf"):
    if not filename.lower().endswith(".pdf"):
        filename += ".pdf"
    encoded = quote(filename)
    headers = {}
    headers["Content-Disposition"] = f"attachment; filename*=UTF-8''{encoded}"
    return Response(content=render_pdf(doc_id), media_type="application/pdf", headers=headers)
