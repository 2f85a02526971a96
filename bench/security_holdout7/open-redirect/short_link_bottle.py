from bottle import Bottle, abort, redirect, request

app = Bottle()
SHORT_LINKS = {
    "docs": "https://docs.example.com/",
    "status": "https://status.example.com/",
    "pricing": "https://www.example.com/pricing",
}


@app.get("/go/<slug>")
def follow_link(slug):
    target = SHORT_LINKS.get(slug.lower())
    if target is None:
        abort(404, "unknown short link")
    campaign = request.query.get("utm_campaign", "")
    if campaign.isalnum():
        target = f"{target}?utm_campaign={campaign}"
    redirect(target, 302)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
