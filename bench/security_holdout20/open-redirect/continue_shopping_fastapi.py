from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse

app = FastAPI()
SECTIONS = {"shop": "/shop", "cart": "/cart", "orders": "/account/orders"}


@app.get("/continue")
def continue_shopping(section: str = "shop", item: int | None = None, tab: str = ""):
    base = SECTIONS.get(section)
    if base is None:
        raise HTTPException(status_code=400, detail="unknown section")
    suffix = f"/{item}" if item is not None else ""
    anchor = f"#{tab}" if tab.isalnum() else ""
    return RedirectResponse(url=base + suffix + anchor, status_code=303)
