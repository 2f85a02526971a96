import json
import os


def lambda_handler(event, context):
    params = event.get("queryStringParameters") or {}
    domain = params.get("domain", "")
    if not domain:
        return {"statusCode": 400, "body": json.dumps({"error": "domain required"})}
    with os.popen("whois " + domain) as pipe:
        output = pipe.read()
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "body": json.dumps({"domain": domain, "whois": output}),
    }
