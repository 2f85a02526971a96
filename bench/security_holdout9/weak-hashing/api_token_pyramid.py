import hashlib
import secrets

from pyramid.view import view_config

TOKENS = {}


def fingerprint(token):
    return hashlib.new("md5", token.encode()).hexdigest()


@view_config(route_name="issue_token", request_method="POST", renderer="json")
def issue_token(request):
    owner = request.authenticated_userid
    token = secrets.token_hex(24)
    TOKENS[fingerprint(token)] = owner
    return {"token": token}


@view_config(route_name="check_token", renderer="json")
def check_token(request):
    presented = request.headers.get("X-Api-Token", "")
    return {"owner": TOKENS.get(fingerprint(presented))}
