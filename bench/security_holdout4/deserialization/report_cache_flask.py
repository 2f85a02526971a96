import pickle

import redis
from flask import Flask, jsonify
from flask_login import current_user, login_required

from analytics.reports import build_usage_report

app = Flask(__name__)
cache = redis.Redis(host="cache.internal", port=6379, db=3)
CACHE_TTL = 900


def cached_report(account_id):
    key = f"usage-report:{account_id}"
    blob = cache.get(key)
    if blob is not None:
        return pickle.loads(blob)
    report = build_usage_report(account_id)
    cache.setex(key, CACHE_TTL, pickle.dumps(report))
    return report


@app.route("/reports/usage")
@login_required
def usage_report():
    report = cached_report(current_user.account_id)
    return jsonify(report.to_dict())
