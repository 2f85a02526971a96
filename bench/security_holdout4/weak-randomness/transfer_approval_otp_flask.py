import os
import random
import time

from flask import Flask, jsonify

from backoffice.sms import send_sms
from backoffice.store import pending_transfers

app = Flask(__name__)
app.secret_key = os.environ["BACKOFFICE_SECRET_KEY"]

OTP_TTL_SECONDS = 300


@app.post("/transfers/<transfer_id>/challenge")
def issue_challenge(transfer_id):
    transfer = pending_transfers.get(transfer_id)
    if transfer is None:
        return jsonify({"error": "unknown transfer"}), 404
    code = f"{random.randint(0, 999999):06d}"
    pending_transfers.attach_otp(transfer_id, code, expires=time.time() + OTP_TTL_SECONDS)
    send_sms(transfer.approver_phone, f"Approval code for transfer {transfer_id}: {code}")
    return jsonify({"status": "challenge sent"})
