from fastapi import FastAPI, Form
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.post("/sso/continue")
def continue_sso(relay_state: str = Form("")):
    routes = {"portal": "/portal", "relay": relay_state, "home": "/"}
    choice = "relay"
    destination = routes[choice]
    return RedirectResponse(url=destination, status_code=303)
