import json
from datetime import datetime, timedelta, timezone

import boto3

cloudwatch = boto3.client("cloudwatch")


def evaluate_rule(condition, datapoints):
    values = [p["Average"] for p in sorted(datapoints, key=lambda p: p["Timestamp"])]
    scope = {"current": values[-1] if values else 0.0, "mean": sum(values) / max(len(values), 1)}
    return bool(eval(condition, scope))


def lambda_handler(event, context):
    body = json.loads(event["body"])
    end = datetime.now(timezone.utc)
    stats = cloudwatch.get_metric_statistics(
        Namespace=body["namespace"],
        MetricName=body["metric"],
        StartTime=end - timedelta(minutes=int(body.get("window_minutes", 15))),
        EndTime=end,
        Period=60,
        Statistics=["Average"],
    )
    triggered = evaluate_rule(body["condition"], stats["Datapoints"])
    return {"statusCode": 200, "body": json.dumps({"triggered": triggered})}
