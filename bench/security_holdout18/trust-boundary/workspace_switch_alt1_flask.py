from flask import Flask, abort, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = "3f9c1a7e-reporting-portal"

REPORTS = {
    "acme": ["q1-revenue.pdf", "q2-revenue.pdf"],
    "globex": ["board-minutes.pdf", "salary-bands.xlsx"],
}


@app.post("/workspace/switch")
def switch_workspace():
    if "user_id" not in session:
        abort(401)
    target = request.form.get("workspace", "").strip().lower()
    if not target:
        return redirect(url_for("reports"))
    session["workspace"] = target
    return redirect(url_for("reports"))


@app.get("/reports")
def reports():
    if "user_id" not in session:
        abort(401)
    ws = session.get("workspace", "acme")
    return {"workspace": ws, "files": REPORTS.get(ws, [])}
