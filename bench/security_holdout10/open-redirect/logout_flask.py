from flask import Flask, redirect, request, session

app = Flask(__name__)
app.config.from_envvar("APP_CONFIG")


def after_logout_target(args):
    target = args.get("next")
    if not target:
        target = args.get("continue", "/")
    return target


@app.route("/logout")
def logout():
    session.clear()
    destination = after_logout_target(request.args)
    return redirect(destination)
