from fastapi import FastAPI, Query, Response

from .storage import load_statement_pdf

app = FastAPI()


@app.get("/statements/{statement_id}/download")
def download_statement(statement_id: int, filename: str = Query("statement.pdf", max_length=120)):
    pdf_bytes = load_statement_pdf(statement_id)
    response = Response(content=pdf_bytes, media_type="application/pdf")
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    response.headers["Cache-Control"] = "private, max-age=0"
    return response
