from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()
SESSIONS = {}


@app.get("/logout")
def logout(request: Request, goto: str = "/"):
    sid = request.cookies.get("sid")
    SESSIONS.pop(sid, None)
    destination = goto if goto else "/"
    response = RedirectResponse(url=destination, status_code=302)
    response.delete_cookie("sid")
    return response
