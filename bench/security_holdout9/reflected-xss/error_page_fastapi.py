from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()


def error_template(code, detail):
    return f"""<!doctype html>
<title>Error {code}</title>
<p class="err">{detail}</p>"""


@app.get("/oops", response_class=HTMLResponse)
async def oops(request: Request):
    reason = request.query_params.get("reason", "Unknown error")
    code = 400 if "invalid" in reason.lower() else 500
    page = error_template(code, reason)
    return HTMLResponse(content=page, status_code=code)
