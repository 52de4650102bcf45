"""Ricochet: a REST puzzle service for Ricochet Robots and Micro Robots.

Importing this package loads nothing; `service.game` is the pure core and pulls in
no Flask, SQLAlchemy, Redis or RQ.
"""
