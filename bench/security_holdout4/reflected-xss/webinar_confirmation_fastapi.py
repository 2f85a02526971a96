from fastapi import FastAPI, Query
from fastapi.responses import HTMLResponse

app = FastAPI(title="Academy webinars")


def confirmation_page(name: str, session: str) -> str:
    return (
        "<html><body>"
        f"<h1>Thanks, {name}!</h1>"
        f"<p>You are registered for the <em>{session}</em> webinar.</p>"
        "<p>A calendar invitation will follow by e-mail.</p>"
        "</body></html>"
    )


@app.get("/webinars/registered")
async def registered(name: str = Query(...), session: str = Query(...)):
    page = confirmation_page(name, session)
    return HTMLResponse(content=page)
