import json
import os
import pickle

import boto3

s3 = boto3.client("s3")
_model = None


def get_model():
    global _model
    if _model is None:
        obj = s3.get_object(Bucket=os.environ["MODEL_BUCKET"], Key=os.environ["MODEL_KEY"])
        _model = pickle.loads(obj["Body"].read())
    return _model


def handler(event, context):
    params = event.get("queryStringParameters") or {}
    try:
        user_id = int(params.get("user_id", ""))
        limit = min(int(params.get("limit", "10")), 50)
    except ValueError:
        return {"statusCode": 400, "body": json.dumps({"error": "user_id and limit must be integers"})}
    items = get_model().recommend(user_id, n=limit)
    return {"statusCode": 200, "body": json.dumps({"user_id": user_id, "items": list(items)})}
