from bottle import Bottle, redirect, request

app = Bottle()


@app.get("/c/click")
def campaign_click():
    landing = request.query.get("to", "")
    channel = "mwe"[0]
    if channel == "w":
        target = landing
    elif channel == "e":
        target = "/newsletter"
    else:
        target = "/offers/spring"
    redirect(target)
