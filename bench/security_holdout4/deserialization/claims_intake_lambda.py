import logging
import os

import boto3
import jsonpickle

log = logging.getLogger()
log.setLevel(logging.INFO)
claims_table = boto3.resource("dynamodb").Table(os.environ.get("CLAIMS_TABLE", "claims-intake"))


def process_record(record):
    claim = jsonpickle.decode(record["body"])
    claims_table.put_item(Item={
        "claim_id": claim["claim_id"],
        "policy_number": claim["policy_number"],
        "loss_type": claim.get("loss_type", "unknown"),
        "amount": str(claim.get("amount", "0")),
    })
    return claim["claim_id"]


def lambda_handler(event, context):
    processed = [process_record(r) for r in event.get("Records", [])]
    log.info("stored %d claims", len(processed))
    return {"processed": processed}
