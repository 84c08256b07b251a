"""Lists public symbols of Motion that have no /// documentation comment.

Usage: check-docs.py SYMBOL_GRAPH_DIR (exits 1 if any is missing).
"""
import json, glob, sys
missing=[]
for f in glob.glob(sys.argv[1]+'/Motion*.symbols.json'):
    d=json.load(open(f))
    for s in d['symbols']:
        loc=s.get('location',{}).get('uri','')
        if s.get('accessLevel') in ('public','open') and 'Sources/Motion/' in loc and not s.get('docComment'):
            missing.append((s['kind']['identifier'], '.'.join(s['pathComponents']), loc.split('Sources/Motion/')[-1], s['location']['position']['line']+1))
for m in sorted(set(missing)): print(*m)
print(len(set(missing)), "undocumented public symbols")
sys.exit(1 if missing else 0)
