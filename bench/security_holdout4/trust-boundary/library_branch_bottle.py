from bottle import Bottle, HTTPError, request

from library.catalogue import branch_holdings
from library.members import membership_for

app = Bottle()


def _session():
    return request.environ["beaker.session"]


@app.post("/members/home-branch")
def set_home_branch():
    session = _session()
    patron_id = session.get("patron_id")
    if patron_id is None:
        raise HTTPError(401, "sign in first")
    membership = membership_for(patron_id)
    if membership is None:
        raise HTTPError(404, "no active membership")
    session["home_branch"] = membership.branch_code
    session.save()
    return {"home_branch": membership.branch_code}


@app.get("/members/holdings")
def holdings():
    branch = _session().get("home_branch", "CENTRAL")
    return {"branch": branch, "titles": branch_holdings(branch, request.query.get("q", ""))}
