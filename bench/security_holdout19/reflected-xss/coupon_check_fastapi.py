from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()


@app.get("/coupons/check", response_class=HTMLResponse)
def check_coupon(code: str = ""):
    flags = "XYZ"
    route = flags[1]
    match route:
        case "X":
            label = code
        case "Y":
            label = "your coupon"
        case _:
            label = code
    return HTMLResponse(f"<p>We are checking {label} for you.</p>")
